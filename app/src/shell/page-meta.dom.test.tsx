import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { usePageMetaOverride } from '../i18n/meta-override.ts';
import { initI18n } from '../i18n/i18n.ts';
import { PageMeta } from './page-meta.tsx';

function Post() {
  usePageMetaOverride({ title: 'Your first RV trip', description: 'A checklist.' });
  return null;
}

beforeAll(async () => {
  await initI18n('en');
});

describe('the head of a page that says what it is', () => {
  it("keeps the page's own title when the route's meta is written after it (its code loads on demand)", async () => {
    document.title = 'Rove';
    render(
      <MemoryRouter initialEntries={['/blog/your-first-rv-trip']}>
        <PageMeta metaKey="blog-slug" />
        <Post />
      </MemoryRouter>,
    );
    // The route's meta lands after the page's override (a dynamic import and the meta namespace first).
    await waitFor(() => expect(document.querySelector('meta[property="og:url"]')).not.toBeNull());
    expect(document.title).toBe('Your first RV trip | Rove');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('A checklist.');
  });
});
