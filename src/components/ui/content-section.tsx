import { useId, type ReactNode, type Ref } from 'react';
import './content.css';

interface ContentSectionProps {
  /** The section's h2, which also names the section landmark. */
  title: ReactNode;
  /** A link beside the heading (such as "see all"). */
  action?: ReactNode;
  /** A short paragraph under the heading. */
  intro?: ReactNode;
  /** Extra classes after `content-section`. */
  className?: string;
  /** What a screen reader calls the section instead of "region" (a carousel, say). */
  roleDescription?: string;
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
}

/** A titled band of a public page: a section named by its own h2, an optional intro, then content. */
export function ContentSection({
  title,
  action,
  intro,
  className,
  roleDescription,
  ref,
  children,
}: ContentSectionProps) {
  const titleId = useId();
  const heading = (
    <h2 id={titleId} className="content-section__title">
      {title}
    </h2>
  );
  return (
    <section
      ref={ref}
      className={className ? `content-section ${className}` : 'content-section'}
      aria-labelledby={titleId}
      aria-roledescription={roleDescription}
    >
      {action ? (
        <div className="content-section__head">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {intro ? <p className="content-section__intro">{intro}</p> : null}
      {children}
    </section>
  );
}
