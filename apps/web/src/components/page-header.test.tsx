import { Button, Chip } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './page-header';

const sourceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every component file of the app (tests left out), with its text. */
function componentSources(): { file: string; text: string }[] {
  return readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
    .map((file) => ({ file, text: readFileSync(path.join(sourceRoot, file), 'utf8') }));
}

/** A `<Typography … variant="hN" …>` opening tag, up to its closing `>`. */
const HEADING_TAG = /<Typography\b[^>]*?variant="h[1-6]"[^>]*?>/gs;

describe('PageHeader', () => {
  it("is the page's one h1, with its lead and its actions beside it", () => {
    render(
      <PageHeader
        title="Shortlists"
        lead="Selections to share with your own clients."
        actions={<Button>New shortlist</Button>}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Shortlists');
    expect(screen.getByText('Selections to share with your own clients.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'New shortlist' })).toBeVisible();
  });

  it('sets a status beside the title and takes a lead of several lines', () => {
    render(
      <PageHeader
        title="Night Drive"
        status={<Chip label="Draft" />}
        lead={
          <>
            <p>3 tracks · 9:12</p>
            <p>Added on 2 May 2026</p>
          </>
        }
      />,
    );
    const title = screen.getByRole('heading', { level: 1, name: 'Night Drive' });
    expect(title.parentElement).toContainElement(screen.getByText('Draft'));
    // A lead of paragraphs is not put inside another paragraph.
    expect(screen.getByText('Added on 2 May 2026').parentElement?.tagName).toBe('DIV');
  });

  it('needs neither lead nor actions', () => {
    render(<PageHeader title="Page not found" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('one heading scale (decision 046)', () => {
  it("no heading sets its own font size: the theme's variants are the scale", () => {
    const overrides = componentSources().flatMap(({ file, text }) =>
      [...text.matchAll(HEADING_TAG)]
        .filter(([tag]) => /fontSize/.test(tag))
        .map(([tag]) => `${file}: ${tag.replace(/\s+/g, ' ')}`),
    );
    expect(overrides).toEqual([]);
  });

  it("a page's h1 comes from PageHeader alone", () => {
    const ownHeadings = componentSources()
      .filter(({ file }) => path.basename(file) !== 'page-header.tsx')
      // The shared shortlist's page is an entry of its own without MUI (listen.html): its plain
      // h1 takes the heading size from listen.css, the one style sheet it has.
      .filter(({ file }) => !file.startsWith(`listen${path.sep}`))
      .filter(({ text }) => /variant="h1"|component="h1"|<h1\b/.test(text))
      .map(({ file }) => file);
    expect(ownHeadings).toEqual([]);
  });
});
