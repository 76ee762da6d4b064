import { Accordion as AccordionPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import './accordion.css';

export interface AccordionEntry {
  id: string;
  /** Already translated. */
  title: string;
  content: ReactNode;
}

/** Questions and answers: one item open at a time, the first open to begin with. */
export function Accordion({ items }: { items: readonly AccordionEntry[] }) {
  return (
    <AccordionPrimitive.Root
      className="accordion"
      type="single"
      collapsible
      defaultValue={items[0]?.id}
    >
      {items.map((item) => (
        <AccordionPrimitive.Item key={item.id} value={item.id} className="accordion__item">
          <AccordionPrimitive.Header className="accordion__heading">
            <AccordionPrimitive.Trigger className="accordion__trigger">
              <bdi className="user-text">{item.title}</bdi>
              <span className="accordion__icon" aria-hidden="true" />
            </AccordionPrimitive.Trigger>
          </AccordionPrimitive.Header>
          <AccordionPrimitive.Content className="accordion__content">
            {item.content}
          </AccordionPrimitive.Content>
        </AccordionPrimitive.Item>
      ))}
    </AccordionPrimitive.Root>
  );
}
