// The least a React page with MapleRupee's kind of start can cost (bench/lighthouse-ceiling.ts):
// the splash is painted first, as on any phone, where the script arrives a round trip after the
// page; only then does React load. Served from this machine, the script would otherwise arrive and
// run before the first paint, and Lighthouse would count none of its work.
requestAnimationFrame(() => setTimeout(() => void import('./screen.js')));
