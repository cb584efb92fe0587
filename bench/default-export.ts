// A bench module's default export, loaded from its file path (a bundled function, a peer, an index).
import { pathToFileURL } from "node:url";

export const loadDefault = async <T>(file: string): Promise<T> => ((await import(pathToFileURL(file).href)) as { default: T }).default;
