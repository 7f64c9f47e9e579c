import { existsSync, realpathSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * LibreOffice's `soffice`, if Calc is installed beside it; otherwise null. `soffice` alone is not
 * enough: Debian's libreoffice-core brings it without Calc, and a CSV then converts to nothing
 * ("source file could not be loaded"). Calc's library lies in soffice's program folder.
 */
export function sofficeWithCalc(): string | null {
  const soffice = Bun.which("soffice") ?? Bun.which("libreoffice");
  if (!soffice) return null;
  const program = dirname(realpathSync(soffice));
  return ["libsclo.so", "libsclo.dylib"].some((lib) => existsSync(join(program, lib))) ? soffice : null;
}
