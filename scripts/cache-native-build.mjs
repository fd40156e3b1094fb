// Runs after `npm install` / `npm ci` (the root package's postinstall).
//
// better-sqlite3 installs through prebuild-install, which downloads a prebuilt binary from GitHub and keeps it in
// npm's cache (`<npm cache>/_prebuilds`). Where GitHub cannot be reached, it compiles SQLite from source instead:
// about two minutes on a 2-core machine, on every fresh clone, for the same binary each time. This script puts the
// binary it compiled into that cache under the name prebuild-install would have downloaded it as (keyed by package
// version, Node ABI, platform, libc and CPU), so the next install on this machine unpacks it in a second.
// prebuild-install loads a binary it unpacks before accepting it, and compiles from source when that fails.
//
// It never fails an install: anything unexpected is reported and skipped.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

const require = createRequire(import.meta.url);

try {
  const pkgDir = path.dirname(require.resolve('better-sqlite3/package.json'));
  const binary = path.join(pkgDir, 'build/Release/better_sqlite3.node');
  const fromPkg = createRequire(path.join(pkgDir, 'package.json'));
  const prebuildDir = path.dirname(fromPkg.resolve('prebuild-install/package.json'));
  const fromPrebuild = createRequire(path.join(prebuildDir, 'package.json'));
  const pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  const opts = { ...fromPrebuild('./rc')(pkg), pkg };
  const util = fromPrebuild('./util');
  const cached = util.cachedPrebuild(util.getDownloadUrl(opts));

  if (fs.existsSync(binary) && !fs.existsSync(cached)) {
    const tar = fromPrebuild('tar-fs');
    fs.mkdirSync(path.dirname(cached), { recursive: true });
    const partial = `${cached}.${process.pid}.tmp`;
    await pipeline(
      tar.pack(pkgDir, { entries: ['build/Release/better_sqlite3.node'] }),
      zlib.createGzip(),
      fs.createWriteStream(partial),
    );
    fs.renameSync(partial, cached);
    console.log(`better-sqlite3: kept the compiled binary for the next install (${cached})`);
  }
} catch (err) {
  console.warn(`better-sqlite3: could not keep the compiled binary for the next install: ${err?.message ?? err}`);
}
