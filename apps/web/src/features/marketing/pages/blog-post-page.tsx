import { Link, Navigate, useParams } from 'react-router';
import posts from 'virtual:blog-posts';
import { ContentPage, PROSE } from '../components/content-page';
import { formatPostDate } from '../lib/blog-dates';

/**
 * /blog/<slug>: one post. Its HTML was made at build time from the repository's Markdown by markdown-it
 * with raw HTML escaped and images refused (apps/web/build/blog-posts.ts): no visitor's text ever gets here.
 */
export default function BlogPostPage() {
  const { slug } = useParams();
  const post = posts.find((candidate) => candidate.slug === slug);
  if (!post) return <Navigate to="/blog" replace />;
  return (
    <ContentPage
      meta={{ title: post.title, description: post.description, path: `/blog/${post.slug}`, type: 'article' }}
      heading={post.title}
      lead={
        <p className="text-sm">
          <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.author} · {post.minutes} min read
        </p>
      }
    >
      <div className={PROSE} dangerouslySetInnerHTML={{ __html: post.html }} />
      <p className="mt-10 border-t pt-6">
        <Link to="/blog" className="font-medium text-primary underline-offset-4 hover:underline">
          All posts
        </Link>
      </p>
    </ContentPage>
  );
}
