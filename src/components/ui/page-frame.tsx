import type { ReactNode } from 'react';

interface PageFrameProps {
  title: string;
  children?: ReactNode;
}

/** A page's heading and body, the same on every page so headings stay in order. */
export function PageFrame({ title, children }: PageFrameProps) {
  return (
    <div className="page-frame">
      <h1 className="page-frame__title">{title}</h1>
      {children}
    </div>
  );
}
