import { Link } from 'react-router';
import posts from 'virtual:blog-posts';
import { ContentPage } from '../components/content-page';
import { formatPostDate } from '../lib/blog-dates';

/** /blog: the posts (content/blog/*.md), newest first. */
export default function BlogPage() {
  return (
    <ContentPage
      meta={{
        title: 'Blog',
        description:
          'Practical articles on pricing estate-sale items: furniture, condition grading and markdowns, and discounting a multi-day sale.',
        path: '/blog',
      }}
      heading="Blog"
      lead={<p>Practical notes on pricing and running estate sales.</p>}
    >
      <ul className="grid gap-6">
        {posts.map((post) => (
          <li key={post.slug} className="rounded-xl border bg-card p-6 shadow-xs">
            <article className="grid gap-2">
              <h2 className="text-xl font-semibold">
                <Link to={`/blog/${post.slug}`} className="hover:underline focus-visible:underline">
                  {post.title}
                </Link>
              </h2>
              <p className="text-sm text-muted-foreground">
                <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.author} · {post.minutes} min read
              </p>
              <p className="text-foreground/85">{post.description}</p>
            </article>
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}
