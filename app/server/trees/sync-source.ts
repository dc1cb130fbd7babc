// Where a sync reads trees from: a tree-set directory (manifest.json and its files) or an
// HTTP(S) manifest URL (docs/sync.md).
//
// URLs: a path ending in `.json` is the manifest itself; any other URL is a DSS server
// (`http://127.0.0.1:8787`), whose manifest is `<url>/sync/manifest.json`. Files are
// fetched next to the manifest, or under the base its answer names in the
// `DSS-Sync-Files-Base` header (a URL relative to the manifest's: a DSS server says
// `files/`). Requests carry `X-API-Key` when a key is given; 429 and 503 are retried after
// their Retry-After. A file is resumed with `Range: bytes=<offset>-`; a source that answers
// 200 instead of 206 sends the whole file again.
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { MANIFEST_FILE, parseManifest, spotId, type ManifestEntry } from '../../solver/tree-file/manifest.ts';

export const FILES_BASE_HEADER = 'dss-sync-files-base';

export interface SyncProblem {
  /** File name, or `trees[<i>]` for an entry without a usable name. */
  file: string;
  problem: string;
}

export interface SourceManifest {
  /** Valid entries, one per spot and file name. */
  entries: ManifestEntry[];
  /** Entries left out (invalid, duplicate). */
  problems: SyncProblem[];
}

export interface SourceFile {
  /** Where the body starts in the file: the offset asked for, or 0 when the source restarts. */
  offset: number;
  body: AsyncIterable<Uint8Array>;
}

export interface SyncSource {
  /** For messages: the directory or URL, never a key. */
  readonly label: string;
  readManifest(signal?: AbortSignal): Promise<SourceManifest>;
  /** The file's bytes from `offset` (or from 0, see SourceFile). Throws SyncFileError when the source has no such file. */
  openFile(entry: ManifestEntry, offset: number, signal?: AbortSignal): Promise<SourceFile>;
}

/** One file cannot be had from the source (the rest of the sync goes on). */
export class SyncFileError extends Error {
  override name = 'SyncFileError';
}

/** The whole source cannot be read (unreachable, refused, no manifest). */
export class SyncSourceError extends Error {
  override name = 'SyncSourceError';
}

/**
 * Manifest JSON read leniently: the envelope must be a tree manifest, but a bad entry
 * (or a second entry for a spot or file) is reported and left out, not fatal.
 */
export function parseSourceManifest(json: unknown, where: string): SourceManifest {
  const envelope = json as { format?: unknown; version?: unknown; trees?: unknown } | null;
  if (envelope === null || typeof envelope !== 'object' || envelope.format !== 'dss-tree-manifest' || !Array.isArray(envelope.trees)) {
    throw new SyncSourceError(`${where} is not a tree manifest (format "dss-tree-manifest" with a trees list)`);
  }
  if (envelope.version !== 1) throw new SyncSourceError(`${where}: manifest version ${JSON.stringify(envelope.version)} is not supported (1)`);
  const entries: ManifestEntry[] = [];
  const problems: SyncProblem[] = [];
  const spots = new Set<string>();
  const files = new Set<string>();
  envelope.trees.forEach((raw: unknown, i) => {
    const name = typeof (raw as { file?: unknown })?.file === 'string' ? String((raw as { file: string }).file).slice(0, 200) : `trees[${i}]`;
    let entry: ManifestEntry;
    try {
      entry = parseManifest({ format: 'dss-tree-manifest', version: 1, trees: [raw] }, `entry ${name}`).trees[0];
    } catch (error) {
      problems.push({ file: name, problem: (error as Error).message });
      return;
    }
    const id = spotId(entry.spot);
    if (spots.has(id) || files.has(entry.file)) {
      problems.push({ file: entry.file, problem: `a second entry for ${files.has(entry.file) ? `file ${entry.file}` : id}` });
      return;
    }
    spots.add(id);
    files.add(entry.file);
    entries.push(entry);
  });
  return { entries, problems };
}

function directorySource(dir: string): SyncSource {
  return {
    label: dir,
    async readManifest() {
      const file = path.join(dir, MANIFEST_FILE);
      let text: string;
      try {
        text = await fs.promises.readFile(file, 'utf8');
      } catch (error) {
        throw new SyncSourceError(`${dir} has no readable ${MANIFEST_FILE} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch (error) {
        throw new SyncSourceError(`${file} is not JSON (${(error as Error).message})`);
      }
      return parseSourceManifest(json, file);
    },
    async openFile(entry, offset) {
      const file = path.join(dir, entry.file);
      let size: number;
      try {
        size = (await fs.promises.stat(file)).size;
      } catch {
        throw new SyncFileError('missing at the source');
      }
      const start = offset > 0 && offset <= size ? offset : 0;
      return { offset: start, body: fs.createReadStream(file, { start, highWaterMark: 1 << 16 }) };
    },
  };
}

const RETRIES = 3;
const MAX_REDIRECTS = 5;

function httpSource(input: URL, key: string | undefined): SyncSource {
  const manifestUrl = input.pathname.endsWith('.json') ? input : new URL('sync/manifest.json', input.href.endsWith('/') ? input : `${input.href}/`);
  // Never show credentials of a URL in messages.
  const shown = new URL(manifestUrl);
  shown.username = '';
  shown.password = '';
  let filesBase = new URL('.', manifestUrl);

  /** One request: 429/503 retried after Retry-After; redirects followed, the key sent only to the source's own origin. */
  const get = async (first: URL, headers: Record<string, string>, signal?: AbortSignal): Promise<Response> => {
    let url = first;
    let redirects = 0;
    for (let attempt = 0; ; ) {
      let response: Response;
      const keyed: Record<string, string> = key && url.origin === manifestUrl.origin ? { 'x-api-key': key } : {};
      try {
        response = await fetch(url, { headers: { ...keyed, ...headers }, signal, redirect: 'manual' });
      } catch (error) {
        if ((error as Error).name === 'AbortError') throw error;
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        throw new SyncSourceError(`cannot reach ${url.origin} (${cause?.code ?? cause?.message ?? (error as Error).message})`);
      }
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location !== null && redirects < MAX_REDIRECTS) {
        await response.body?.cancel();
        url = new URL(location, url);
        redirects++;
        continue;
      }
      if ((response.status === 429 || response.status === 503) && attempt < RETRIES) {
        await response.body?.cancel();
        const waitS = Math.min(10, Math.max(0.1, Number(response.headers.get('retry-after')) || 1));
        await new Promise((resolve) => setTimeout(resolve, waitS * 1000));
        attempt++;
        continue;
      }
      return response;
    }
  };

  const refused = async (response: Response, what: string): Promise<string> => {
    let detail = '';
    try {
      const body = (await response.json()) as { error?: { code?: string; message?: string } };
      detail = body.error?.message ? `: ${body.error.message}` : '';
    } catch {
      // not JSON
    }
    if (response.status === 401) return `${what} refused the key (401)${detail}; pass an API key of the source server (--key)`;
    return `${what} answered ${response.status}${detail}`;
  };

  return {
    label: shown.href,
    async readManifest(signal) {
      const response = await get(manifestUrl, { accept: 'application/json' }, signal);
      if (!response.ok) throw new SyncSourceError(await refused(response, shown.href));
      const base = response.headers.get(FILES_BASE_HEADER);
      if (base) filesBase = new URL(base, manifestUrl);
      let json: unknown;
      try {
        json = await response.json();
      } catch (error) {
        throw new SyncSourceError(`${shown.href} is not JSON (${(error as Error).message})`);
      }
      return parseSourceManifest(json, shown.href);
    },
    async openFile(entry, offset, signal) {
      const url = new URL(encodeURIComponent(entry.file), filesBase);
      let response = await get(url, offset > 0 ? { range: `bytes=${offset}-` } : {}, signal);
      if (response.status === 416) {
        // The partial file is not a prefix the source can continue: start over.
        await response.body?.cancel();
        response = await get(url, {}, signal);
      }
      if (response.status === 404) {
        await response.body?.cancel();
        throw new SyncFileError('missing at the source (404)');
      }
      if (!response.ok || response.body === null) throw new SyncFileError(await refused(response, `the source (for ${entry.file})`));
      const resumed = response.status === 206 && (response.headers.get('content-range') ?? '').startsWith(`bytes ${offset}-`);
      if (response.status === 206 && !resumed) {
        await response.body.cancel();
        response = await get(url, {}, signal);
        if (!response.ok || response.body === null) throw new SyncFileError(await refused(response, `the source (for ${entry.file})`));
      }
      return { offset: resumed ? offset : 0, body: Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>) };
    },
  };
}

/** A directory path or an http(s) URL as a sync source; `key` is sent as X-API-Key to URLs. */
export function openSyncSource(source: string, options: { key?: string } = {}): SyncSource {
  if (/^https?:\/\//i.test(source)) {
    let url: URL;
    try {
      url = new URL(source);
    } catch {
      throw new SyncSourceError(`source "${source}" is not a valid URL`);
    }
    return httpSource(url, options.key);
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(source)) throw new SyncSourceError(`source "${source}": only directories and http(s) URLs can be synced`);
  return directorySource(path.resolve(source));
}
