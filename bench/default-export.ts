// A bench module's default export, loaded from its file path (a bundled function, a peer, an index).
import { pathToFileURL } from "node:url";

/** Import the module at a file path (as a file URL, so any path works) and return its default export. */
export const loadDefault = async <T>(file: string): Promise<T> => ((await import(pathToFileURL(file).href)) as { default: T }).default;
