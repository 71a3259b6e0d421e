// The blog posts, rendered from content/blog at build time (build/blog-posts.ts).
declare module 'virtual:blog-posts' {
  // An ambient module cannot import a relative path, so the type is named where it is used.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const posts: import('../build/blog-posts.ts').BlogPost[];
  export default posts;
}
