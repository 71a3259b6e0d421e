// The blog: Markdown files in content/blog (front matter: title, description, date, author), rendered to
// HTML at build time by markdown-it and handed to the blog pages as the module `virtual:blog-posts`.
// Sanitised by construction: raw HTML in a post is escaped as text (markdown-it's `html: false`), links
// with a script or data scheme are not made links (its validateLink), and images are refused (the CSP
// allows none from elsewhere, and a post has no way to ship one), so a post can only ever produce the
// elements Markdown itself makes.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import MarkdownIt from 'markdown-it';
import type { Plugin } from 'vite';

export interface BlogPost {
  slug: string;
  title: string;
  description: string;
  /** YYYY-MM-DD. */
  date: string;
  author: string;
  /** Reading time at 200 words a minute, at least 1. */
  minutes: number;
  html: string;
}

export const BLOG_DIR = path.resolve(import.meta.dirname, '../../../content/blog');
const VIRTUAL_ID = 'virtual:blog-posts';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const FIELDS = ['title', 'description', 'date', 'author'] as const;

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true });

/** `key: value` lines between `---` fences; a value may be quoted. Anything else is an error. */
function frontMatter(source: string, file: string) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${file}: starts without front matter (--- title, description, date, author ---)`);
  const fields: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const pair = /^([a-z]+):\s*(.*)$/.exec(line);
    if (!pair) throw new Error(`${file}: front matter line "${line}" is not "key: value"`);
    const value = pair[2]!.trim();
    fields[pair[1]!] = /^(["']).*\1$/.test(value) ? value.slice(1, -1) : value;
  }
  return { fields, body: match[2]! };
}

/** One post from its file name and source; throws with the file's name on anything a post must not be. */
export function readBlogPost(fileName: string, source: string): BlogPost {
  const slug = fileName.replace(/\.md$/, '');
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) throw new Error(`${fileName}: name it in lower-case-words.md`);
  const { fields, body } = frontMatter(source, fileName);
  for (const field of FIELDS) if (!fields[field]) throw new Error(`${fileName}: front matter lacks "${field}"`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(fields.date!)) throw new Error(`${fileName}: date must be YYYY-MM-DD`);
  const tokens = markdown.parse(body, {});
  for (const token of tokens) {
    // The page's title is the one h1; a post's sections start at ##.
    if (token.type === 'heading_open' && token.tag === 'h1') throw new Error(`${fileName}: use ## for headings`);
    if (token.children?.some((child) => child.type === 'image')) throw new Error(`${fileName}: images are refused`);
  }
  const words = body.split(/\s+/).filter(Boolean).length;
  return {
    slug,
    title: fields.title!,
    description: fields.description!,
    date: fields.date!,
    author: fields.author!,
    minutes: Math.max(1, Math.round(words / 200)),
    html: markdown.renderer.render(tokens, markdown.options, {}),
  };
}

/** Every post of the directory, newest first. */
export function readBlogPosts(dir = BLOG_DIR): BlogPost[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .map((name) => readBlogPost(name, readFileSync(path.join(dir, name), 'utf8')))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/** The Vite plugin: `import posts from 'virtual:blog-posts'`, rebuilt when a post changes. */
export function blogPosts(): Plugin {
  return {
    name: 'tagwise-blog-posts',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(BLOG_DIR);
      for (const name of readdirSync(BLOG_DIR)) this.addWatchFile(path.join(BLOG_DIR, name));
      return `export default ${JSON.stringify(readBlogPosts())};`;
    },
  };
}
