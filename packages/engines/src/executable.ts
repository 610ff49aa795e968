/** Finding an executable by name in a list of folders: the browsers' and the runtimes' lookup. */
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The folders of a `PATH` value, in order. */
export function pathFolders(path: string = process.env.PATH ?? ''): string[] {
  return path.split(delimiter).filter((dir) => dir !== '');
}

/** The first `dir/name` that is an executable file, trying every name in each folder in turn; `null` if none. */
export function firstExecutable(names: readonly string[], dirs: readonly string[]): string | null {
  for (const name of names) {
    for (const dir of dirs) {
      const candidate = join(dir, name);
      if (isExecutable(candidate)) return candidate;
    }
  }
  return null;
}
