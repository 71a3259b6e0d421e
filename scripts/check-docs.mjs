// `npm test`'s docs step: README.md stays short enough to read in one sitting, and no relative link in the
// documentation points nowhere (a moved file, a renamed heading). Usage: node scripts/check-docs.mjs [root]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const README_MAX_LINES = 200;

const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));

/** The documents people read on GitHub: the README, CONTRIBUTING.md and everything under docs/. */
function documents() {
  const files = ['README.md', 'CONTRIBUTING.md'].filter((file) => existsSync(path.join(root, file)));
  const docs = path.join(root, 'docs');
  if (existsSync(docs)) {
    for (const file of readdirSync(docs, { recursive: true, encoding: 'utf8' }).sort()) {
      if (file.endsWith('.md')) files.push(path.join('docs', file));
    }
  }
  return files;
}

/** Each line with fenced code blocks blanked and inline code spans removed, so their text is never a link. */
function proseLines(text) {
  let fence;
  return text.split('\n').map((line) => {
    const opening = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (opening && opening[1][0] === fence[0] && opening[1].length >= fence.length) fence = undefined;
      return '';
    }
    if (opening) {
      fence = opening[1];
      return '';
    }
    return line.replace(/(`+)[^`]*?\1/g, '');
  });
}

/** A heading's anchor as GitHub makes it: its text, lower-cased, without punctuation, spaces as hyphens. */
function slug(heading) {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`/g, '')
    .replace(/(\*\*|__|\*|\b_|_\b)/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '').replace(/ /g, '-');
}

/** Every anchor a Markdown file offers: its headings (repeats numbered as GitHub does) and HTML ids. */
function anchorsOf(text) {
  const anchors = new Set();
  const seen = new Map();
  let fence;
  for (const line of text.split('\n')) {
    const opening = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (opening && opening[1][0] === fence[0] && opening[1].length >= fence.length) fence = undefined;
      continue;
    }
    if (opening) {
      fence = opening[1];
      continue;
    }
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const base = slug(heading[1]);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count ? `${base}-${count}` : base);
    }
    for (const match of line.matchAll(/<[a-z][^>]*\s(?:id|name)="([^"]+)"/gi)) anchors.add(match[1]);
  }
  return anchors;
}

/** The targets of a line's links and images: inline, reference definitions and HTML href/src. */
function targetsOf(line) {
  const targets = [];
  for (const match of line.matchAll(/\]\(\s*<?([^)\s>]*)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g)) targets.push(match[1]);
  const definition = /^\s{0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/.exec(line);
  if (definition) targets.push(definition[1]);
  for (const match of line.matchAll(/<(?:a|img)\s[^>]*(?:href|src)="([^"]*)"/gi)) targets.push(match[1]);
  return targets;
}

const isExternal = (target) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

function checkDocs() {
  const problems = [];
  const anchorCache = new Map();
  const anchorsIn = (file) => {
    if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(readFileSync(file, 'utf8')));
    return anchorCache.get(file);
  };
  const files = documents();
  let links = 0;

  const readme = path.join(root, 'README.md');
  if (existsSync(readme)) {
    const lines = readFileSync(readme, 'utf8').replace(/\n$/, '').split('\n').length;
    if (lines > README_MAX_LINES) {
      problems.push(
        `README.md: ${lines} lines, more than ${README_MAX_LINES}: move the detail into docs/ and link to it`,
      );
    }
  }

  for (const file of files) {
    const absolute = path.join(root, file);
    proseLines(readFileSync(absolute, 'utf8')).forEach((line, index) => {
      for (const target of targetsOf(line)) {
        if (!target || isExternal(target)) continue;
        links += 1;
        const where = `${file}:${index + 1}`;
        const hash = target.indexOf('#');
        const pathPart = decodeURIComponent(hash === -1 ? target : target.slice(0, hash)).replace(/\?.*$/, '');
        const anchor = hash === -1 ? undefined : decodeURIComponent(target.slice(hash + 1));
        const resolved = pathPart
          ? path.join(pathPart.startsWith('/') ? root : path.dirname(absolute), pathPart)
          : absolute;
        if (!existsSync(resolved)) {
          problems.push(`${where}: ${target} points nowhere (no ${path.relative(root, resolved) || '.'})`);
          continue;
        }
        if (anchor && resolved.endsWith('.md') && statSync(resolved).isFile() && !anchorsIn(resolved).has(anchor)) {
          problems.push(
            `${where}: ${target} points nowhere (no heading #${anchor} in ${path.relative(root, resolved)})`,
          );
        }
      }
    });
  }
  return { files: files.length, links, problems };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { files, links, problems } = checkDocs();
  for (const problem of problems) console.error(problem);
  if (problems.length) {
    console.error(`\ndocs: ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
    process.exit(1);
  }
  console.log(
    `docs: README.md within ${README_MAX_LINES} lines; ${links} links in ${files} documents all lead somewhere`,
  );
}
