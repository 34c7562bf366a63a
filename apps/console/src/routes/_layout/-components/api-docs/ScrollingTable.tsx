import { Table } from '@mantine/core';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';

/** Whether the element's content is wider than the element: it scrolls sideways. */
function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}

/**
 * A table that scrolls sideways when the screen is narrower than `minWidth`. Only then is it a
 * tab stop, named by `label`, so a keyboard can scroll it; on a wide screen it is none, and a
 * page of many tables is not a page of many tab stops.
 */
export function ScrollingTable({
  minWidth,
  label,
  children,
}: {
  minWidth: number;
  label: string;
  children: ReactNode;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(scroller);
  return (
    <Table.ScrollContainer
      ref={scroller}
      minWidth={minWidth}
      type="native"
      {...(scrolls ? { tabIndex: 0, role: 'group', 'aria-label': label } : {})}
    >
      {children}
    </Table.ScrollContainer>
  );
}
