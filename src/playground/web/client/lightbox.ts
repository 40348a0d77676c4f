/** Click an image to see it full size; Esc, a click or the close button puts it away. */
import { h } from './dom';

export function openImage(url: string, alt: string): void {
  const dialog = h(
    'dialog',
    { class: 'lightbox', 'aria-label': alt || 'Image' },
    h('img', { src: url, alt }),
    alt ? h('p', { class: 'lightbox-caption' }, alt) : null,
    h(
      'div',
      { class: 'lightbox-actions' },
      h('a', { href: url, target: '_blank', rel: 'noopener noreferrer', class: 'linklike' }, 'Open original'),
      h('button', { type: 'button', class: 'button secondary', onclick: () => dialog.close() }, 'Close'),
    ),
  );
  dialog.addEventListener('click', (e) => {
    if (e.target === dialog || (e.target as HTMLElement).tagName === 'IMG') dialog.close();
  });
  dialog.addEventListener('close', () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
}
