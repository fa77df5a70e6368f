// After `vite build`: writes a Brotli (.br) and a gzip (.gz) copy beside
// every text file of dist/, which the server sends to browsers that accept
// them (tower-http's precompressed ServeDir) without compressing per request.
// Usage: node scripts/precompress.mjs [dir]   (default: dist/). Every file
// is written again, so a copy left from an earlier build is never served.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? new URL('../dist/', import.meta.url).pathname;
const TEXT = /\.(js|mjs|css|html|json|webmanifest|svg|txt)$/;
let files = 0;
let raw = 0;
let br = 0;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (TEXT.test(name)) {
      const body = readFileSync(path);
      const b = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      writeFileSync(`${path}.br`, b);
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      files += 1;
      raw += body.length;
      br += b.length;
    }
  }
}

walk(dist);
console.log(`precompressed ${files} files: ${(raw / 1024).toFixed(0)} KiB → ${(br / 1024).toFixed(0)} KiB brotli`);
