import { useEffect, useState } from 'react';

/**
 * The otpauth:// URI as a QR code, drawn as SVG from the code's modules. The `qrcode` library is
 * imported on demand: it is only ever needed while setting up an authenticator app.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [path, setPath] = useState<{ d: string; size: number } | undefined>();

  useEffect(() => {
    let cancelled = false;
    void import('qrcode').then(({ create }) => {
      const { modules } = create(text, { errorCorrectionLevel: 'M' });
      const commands: string[] = [];
      for (let row = 0; row < modules.size; row += 1) {
        for (let column = 0; column < modules.size; column += 1) {
          if (modules.get(row, column)) commands.push(`M${column} ${row}h1v1h-1z`);
        }
      }
      if (!cancelled) setPath({ d: commands.join(''), size: modules.size });
    });
    return () => {
      cancelled = true;
    };
  }, [text]);

  // A 4-module quiet zone around the code, as scanners expect.
  const box = path ? path.size + 8 : 1;
  return (
    <div className="mx-auto size-48 rounded-md bg-white p-1">
      {path && (
        <svg role="img" aria-label={label} viewBox={`-4 -4 ${box} ${box}`} className="size-full" shapeRendering="crispEdges">
          <path d={path.d} fill="#000" />
        </svg>
      )}
    </div>
  );
}
