import { describe, expect, it } from 'vitest';
import { readBlogPost, readBlogPosts } from './blog-posts.ts';

const post = (body: string, front = 'title: A post\ndescription: About it\ndate: 2026-11-20\nauthor: Us') =>
  `---\n${front}\n---\n${body}`;

describe('blog posts', () => {
  it('renders Markdown with its front matter', () => {
    const read = readBlogPost('a-post.md', post('## Section\n\nSome *text* and [help](/help#reports).'));
    expect(read).toMatchObject({ slug: 'a-post', title: 'A post', description: 'About it', date: '2026-11-20' });
    expect(read.html).toContain('<h2>Section</h2>');
    expect(read.html).toContain('<a href="/help#reports">help</a>');
    expect(read.minutes).toBe(1);
  });

  it('shows raw HTML as text and makes no link of a script address', () => {
    const read = readBlogPost(
      'a-post.md',
      post('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[click](javascript:alert(1))'),
    );
    expect(read.html).not.toMatch(/<script|<img|href="javascript/i);
    expect(read.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(read.html).toContain('[click](javascript:alert(1))');
  });

  it('refuses images, a second h1, missing fields and bad names', () => {
    expect(() => readBlogPost('a.md', post('![x](/x.png)'))).toThrow(/images are refused/);
    expect(() => readBlogPost('a.md', post('# Title again'))).toThrow(/use ## for headings/);
    expect(() => readBlogPost('a.md', post('Text', 'title: T\ndate: 2026-11-20\nauthor: Us'))).toThrow(/description/);
    expect(() => readBlogPost('a.md', post('Text', 'title: T\ndescription: D\ndate: 20 Nov\nauthor: Us'))).toThrow(
      /YYYY-MM-DD/,
    );
    expect(() => readBlogPost('A Post.md', post('Text'))).toThrow(/lower-case-words/);
    expect(() => readBlogPost('a.md', 'No front matter')).toThrow(/front matter/);
  });

  it('reads the repository’s posts, newest first, at least three', () => {
    const posts = readBlogPosts();
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect(posts.map((p) => p.date)).toEqual([...posts.map((p) => p.date)].sort().reverse());
    for (const p of posts) expect(p.html.length).toBeGreaterThan(2000);
  });
});
