// Preloaded (node --import) into a command under test: while a file named `.fail-preview-writes`
// sits in the working directory, every file write under .preview/ fails as a full disk would.
// It lets a test make a rebuild fail in a way no content can, without touching the code under test.
import { existsSync } from "node:fs";
import fs from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import path from "node:path";

const marker = path.resolve(".fail-preview-writes");
const preview = path.resolve(".preview") + path.sep;
const writeFile = fs.promises.writeFile;
fs.promises.writeFile = async function failingWriteFile(file, ...rest) {
  if (typeof file === "string" && path.resolve(file).startsWith(preview) && existsSync(marker)) {
    // Shaped as a system call's error is (errno, syscall, path), which the build reports as a problem.
    throw Object.assign(new Error(`ENOSPC: no space left on device, open '${file}'`), { code: "ENOSPC", errno: -28, syscall: "open", path: file });
  }
  return writeFile.call(this, file, ...rest);
};
// ES modules that import from node:fs/promises see the replacement too.
syncBuiltinESMExports();
