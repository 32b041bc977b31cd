/**
 * The social feed's markup (spec 001 §3 Social post, §7; ADR 034). Pages hold the section with
 * four placeholders of the posts' size (no shift when they arrive); the social-feed widget
 * (src/client/widgets/social-feed.ts) asks this site for the fragment of posts once the section
 * nears the viewport. Each post's caption is in the page's language where the post has one. Without JavaScript the section is not shown: the posts come only that way.
 */
import { translator, type Lang } from '../../i18n/index.js'
import { widgetMessages } from '../../i18n/widgets.js'
import { externalAttributes } from '../../shared/external-links.js'
import { paths } from '../../ui/paths.js'
import { captionFor, FEED_POSTS, type SocialPost } from './social-feed.js'

export const THUMB_SIZE = 320

export function SocialFeedSection({ lang }: { lang: Lang }) {
  const t = translator(widgetMessages, lang)
  return (
    <section className="social-feed" aria-labelledby="socialFeedHeading" data-social-feed={paths.socialFeed(lang)}>
      <h2 id="socialFeedHeading">{t('socialHeading')}</h2>
      <div className="social-feed__posts">
        <ul className="social-feed__list" aria-hidden="true">
          {Array.from({ length: FEED_POSTS }, (_, i) => (
            <li key={i} className="social-feed__item social-feed__item--placeholder" />
          ))}
        </ul>
      </div>
    </section>
  )
}

/** The fragment the widget puts into `.social-feed__posts`: the posts as linked thumbnails, and the profile link. */
export function SocialFeedPosts({ lang, posts, postBase, profile }: { lang: Lang; posts: SocialPost[]; postBase: string; profile: string }) {
  const t = translator(widgetMessages, lang)
  const external = externalAttributes(lang)
  return (
    <>
      <ul className="social-feed__list">
        {posts.map((post) => (
          <li key={post.shortcode} className="social-feed__item">
            <a href={`${postBase}${post.shortcode}/`} {...external}>
              <img data-src={paths.socialThumb(post.shortcode)} width={THUMB_SIZE} height={THUMB_SIZE} alt="" className="social-feed__thumb" />
              <Caption post={post} lang={lang} />
            </a>
          </li>
        ))}
      </ul>
      <p className="social-feed__profile">
        <a href={profile} {...external}>
          {t('socialProfile')}
        </a>
      </p>
    </>
  )
}

/** The caption in the page's language, else in the other (marked as such, so it is read in its own); a post without any shows its code. */
function Caption({ post, lang }: { post: SocialPost; lang: Lang }) {
  const caption = captionFor(post, lang)
  return (
    <span className="social-feed__caption" lang={caption && caption.lang !== lang ? caption.lang : undefined}>
      {caption?.text ?? post.shortcode}
    </span>
  )
}
