import type { ReactNode } from 'react';
import './content.css';

/** The banner colours; the header takes the same tone on the same routes (see nav-links). */
export type BannerTone = 'hero' | 'tinted' | 'warm';

interface PageBannerProps {
  tone: BannerTone;
  /** The page's h1 (may hold emphasis). */
  title: ReactNode;
  /** A short line above the title. */
  eyebrow?: string;
  /** The banner's text under the title. */
  text?: ReactNode;
  /** Actions, contact details or an embedded form under the text. */
  children?: ReactNode;
  /** An illustration beside the text: the page's first image, so it is fetched first. */
  image?: { src: string; width: number; height: number };
}

/** The band under the header that opens every public page, full width, with the page's h1. */
export function PageBanner({ tone, title, eyebrow, text, children, image }: PageBannerProps) {
  return (
    <section className={`page-banner page-banner--${tone}`} aria-labelledby="page-title">
      <div className="page-banner__text">
        {eyebrow ? <p className="page-banner__eyebrow">{eyebrow}</p> : null}
        <h1 id="page-title" className="page-banner__title">
          {title}
        </h1>
        {text ? <div className="page-banner__lead">{text}</div> : null}
        {children}
      </div>
      {image ? (
        <img
          className="page-banner__image"
          src={image.src}
          alt=""
          width={image.width}
          height={image.height}
          fetchPriority="high"
          decoding="async"
        />
      ) : null}
    </section>
  );
}
