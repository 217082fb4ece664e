import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/**
 * The app's icons, all drawn at build time from one source, web/brand/logo.svg (the maple leaf with
 * a rupee sign), so no PNG is kept in git and a new logo is one file to change.
 */
const LOGO = 'web/brand/logo.svg';
/** The tab's icon, linked from index.html and app.html. */
const FAVICON = 'favicon-32x32.png';
/** The app's background token (--mr-bg, light), behind the leaf where an icon must be opaque. */
export const BRAND_BACKGROUND = '#faf7f2';

interface PngIcon {
  fileName: string;
  size: number;
  /** Share of the icon's width the leaf takes; the rest is margin. */
  scale: number;
  /** Opaque icons: maskable ones (the launcher cuts them to its own shape) and Apple's. */
  opaque: boolean;
  purpose?: 'any' | 'maskable';
}

const PNG_ICONS: readonly PngIcon[] = [
  { fileName: 'pwa-192x192.png', size: 192, scale: 0.9, opaque: false, purpose: 'any' },
  { fileName: 'pwa-512x512.png', size: 512, scale: 0.9, opaque: false, purpose: 'any' },
  // A maskable icon's safe zone is the centred circle of 80 % of its width: the leaf stays inside it.
  { fileName: 'maskable-icon-512x512.png', size: 512, scale: 0.72, opaque: true, purpose: 'maskable' },
  // iOS rounds the corners itself and shows transparency as black.
  { fileName: 'apple-touch-icon-180x180.png', size: 180, scale: 0.78, opaque: true },
  // The tab's icon (16 px at 2×), a PNG and not the SVG: Chromium loads an SVG icon as a whole SVG
  // document on the page's main thread, 4–12 ms of CPU (13–61 ms under load) just after the first
  // paint; a 32 px PNG decodes in well under a millisecond (decision 050).
  { fileName: FAVICON, size: 32, scale: 1, opaque: false },
];

/** The icons of the web app manifest (the Apple one is linked from index.html instead). */
export const MANIFEST_ICONS = PNG_ICONS.filter((icon) => icon.purpose).map((icon) => ({
  src: `/${icon.fileName}`,
  sizes: `${icon.size}x${icon.size}`,
  type: 'image/png',
  purpose: icon.purpose,
}));

async function drawIcon(svg: Buffer, icon: PngIcon): Promise<Buffer> {
  const leafSize = Math.round(icon.size * icon.scale);
  const leaf = await sharp(svg, { density: 72 * Math.ceil(leafSize / 64) * 2 })
    .resize(leafSize, leafSize, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return sharp({
    create: {
      width: icon.size,
      height: icon.size,
      channels: 4,
      background: icon.opaque ? BRAND_BACKGROUND : { r: 0, g: 0, b: 0, alpha: 0 },
    },
  })
    .composite([{ input: leaf, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** Vite plugin: adds the PNG icons, the favicon among them, to the built web app. */
export function brandIcons(): Plugin {
  return {
    name: 'maplerupee-brand-icons',
    // `npm run dev` has no bundle to add to: the favicon is drawn on request.
    configureServer(server) {
      const favicon = PNG_ICONS.find((icon) => icon.fileName === FAVICON)!;
      server.middlewares.use(`/${FAVICON}`, (_request, response) => {
        void readFile(LOGO)
          .then((svg) => drawIcon(svg, favicon))
          .then((png) => response.setHeader('Content-Type', 'image/png').end(png));
      });
    },
    async generateBundle() {
      const svg = await readFile(LOGO);
      const pngs = await Promise.all(PNG_ICONS.map(async (icon) => ({ icon, png: await drawIcon(svg, icon) })));
      for (const { icon, png } of pngs) this.emitFile({ type: 'asset', fileName: icon.fileName, source: png });
    },
  };
}
