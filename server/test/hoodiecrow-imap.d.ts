// hoodiecrow-imap ships no types: what server/test/imap-server.ts uses of it.
declare module 'hoodiecrow-imap' {
  import type { AddressInfo } from 'node:net';

  interface HoodiecrowServer {
    server: { address(): AddressInfo | string | null };
    listen(port: number, host: string, callback: () => void): void;
    close(callback: () => void): void;
  }
  export default function hoodiecrow(options: Record<string, unknown>): HoodiecrowServer;
}
