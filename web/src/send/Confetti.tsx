import { useEffect, useRef } from 'react';

const DURATION_MS = 2200;
const PIECES = 140;
const GRAVITY = 0.3;

function palette(): string[] {
  const style = getComputedStyle(document.documentElement);
  const tokens = ['--mr-maple', '--mr-accent', '--mr-primary', '--mr-success'].map((name) => style.getPropertyValue(name).trim());
  return [...tokens.filter(Boolean), '#f6b955', '#4f8fe8'];
}

/**
 * A short burst of confetti on a canvas above the page (no dependency): the pieces, in the brand's
 * colours, fly up, fall and fade. Decorative: hidden from assistive tech, never takes a tap.
 * The caller does not render it when reduced motion is asked for.
 */
export function Confetti({ onDone }: { onDone: () => void }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) {
      done.current();
      return;
    }
    const width = window.innerWidth;
    const height = window.innerHeight;
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    canvas.width = width * ratio;
    canvas.height = height * ratio;
    context.scale(ratio, ratio);
    const colours = palette();
    const pieces = Array.from({ length: PIECES }, (_, index) => ({
      x: width / 2 + (Math.random() - 0.5) * width * 0.4,
      y: height * 0.4,
      vx: (Math.random() - 0.5) * 10,
      vy: -(Math.random() * 12 + 5),
      size: 5 + Math.random() * 6,
      angle: Math.random() * Math.PI,
      spin: (Math.random() - 0.5) * 0.35,
      colour: colours[index % colours.length] ?? '#e8961e',
      round: index % 3 === 0,
    }));

    const start = performance.now();
    let frame = 0;
    const draw = (now: number) => {
      const elapsed = now - start;
      context.clearRect(0, 0, width, height);
      context.globalAlpha = Math.max(0, 1 - Math.max(0, elapsed - DURATION_MS * 0.6) / (DURATION_MS * 0.4));
      for (const piece of pieces) {
        piece.vy += GRAVITY;
        piece.vx *= 0.985;
        piece.x += piece.vx;
        piece.y += piece.vy;
        piece.angle += piece.spin;
        context.save();
        context.translate(piece.x, piece.y);
        context.rotate(piece.angle);
        context.fillStyle = piece.colour;
        if (piece.round) {
          context.beginPath();
          context.arc(0, 0, piece.size / 2, 0, Math.PI * 2);
          context.fill();
        } else {
          context.fillRect(-piece.size / 2, -piece.size / 4, piece.size, piece.size / 2);
        }
        context.restore();
      }
      if (elapsed < DURATION_MS) frame = requestAnimationFrame(draw);
      else done.current();
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, []);

  return <canvas ref={canvasRef} aria-hidden data-testid="confetti" className="pointer-events-none fixed inset-0 z-[60] size-full" />;
}
