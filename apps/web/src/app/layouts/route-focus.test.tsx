import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEADING_WAIT_MS, RouteFocus } from './route-focus';

/** A page that shows a loader until `release` is called, then its heading and a search box. */
let release: () => void = () => {};
function LatePage() {
  const [isLoaded, setIsLoaded] = useState(false);
  useEffect(() => {
    release = () => setIsLoaded(true);
  }, []);
  return (
    <>
      <label>
        Search
        <input />
      </label>
      {isLoaded ? <h1>Late page</h1> : <p role="progressbar">Loading</p>}
    </>
  );
}

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
}

/** The shell's part that matters here: links outside the page, the page in a main. */
function Shell() {
  const mainRef = useRef<HTMLElement>(null);
  return (
    <>
      <nav>
        <Link to="/">Home</Link>
        <Link to="/requests">Requests</Link>
        <Link to="/requests?page=2">Next page</Link>
        <Link to="/late">Late</Link>
        <BackButton />
      </nav>
      <main ref={mainRef}>
        <Routes>
          <Route path="/" element={<h1>Home page</h1>} />
          <Route
            path="/requests"
            element={
              <>
                <h1>Requests page</h1>
                <Link to="/">A link in the page</Link>
              </>
            }
          />
          <Route path="/late" element={<LatePage />} />
        </Routes>
      </main>
      <RouteFocus mainRef={mainRef} />
    </>
  );
}

const renderShell = () =>
  render(
    <MemoryRouter initialEntries={['/']}>
      <Shell />
    </MemoryRouter>,
  );
const heading = (name: string) => screen.getByRole('heading', { level: 1, name });
const announcer = () => screen.getByTestId('page-announcer');

afterEach(() => vi.useRealTimers());

describe('focus when moving between pages', () => {
  it('leaves the first load alone', () => {
    renderShell();
    expect(heading('Home page')).not.toHaveFocus();
    expect(document.body).toHaveFocus();
    expect(announcer()).toBeEmptyDOMElement();
  });

  it("puts focus on the new page's heading, out of the Tab order, and says the page's name", async () => {
    renderShell();
    await userEvent.click(screen.getByRole('link', { name: 'Requests' }));
    expect(heading('Requests page')).toHaveFocus();
    expect(heading('Requests page')).toHaveAttribute('tabindex', '-1');
    expect(announcer()).toHaveAttribute('role', 'status');
    expect(announcer()).toHaveTextContent('Requests page');
    // Tab goes on from the heading to what follows it, as from the top of the page.
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'A link in the page' })).toHaveFocus();
  });

  it('moves it from a link of the old page, and on Back too', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('link', { name: 'Requests' }));
    await userEvent.click(screen.getByRole('link', { name: 'A link in the page' }));
    expect(heading('Home page')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(heading('Requests page')).toHaveFocus();
    expect(announcer()).toHaveTextContent('Requests page');
  });

  it('leaves focus where it is when only the query changes', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('link', { name: 'Requests' }));
    const nextPage = screen.getByRole('link', { name: 'Next page' });
    await userEvent.click(nextPage);
    expect(nextPage).toHaveFocus();
  });

  it('waits for a heading drawn after a loader', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('link', { name: 'Late' }));
    expect(screen.getByRole('progressbar')).toBeVisible();
    expect(announcer()).toBeEmptyDOMElement();
    act(() => release());
    await vi.waitFor(() => expect(heading('Late page')).toHaveFocus());
    expect(announcer()).toHaveTextContent('Late page');
  });

  it('does not take focus from someone already typing in the new page', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('link', { name: 'Late' }));
    const search = screen.getByRole('textbox', { name: 'Search' });
    await userEvent.click(search);
    act(() => release());
    await vi.waitFor(() => expect(announcer()).toHaveTextContent('Late page'));
    expect(search).toHaveFocus();
  });

  it('gives up on a page that draws no heading in time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderShell();
    act(() => screen.getByRole('link', { name: 'Late' }).click());
    act(() => {
      vi.advanceTimersByTime(HEADING_WAIT_MS + 1);
    });
    act(() => release());
    await Promise.resolve();
    expect(heading('Late page')).not.toHaveFocus();
    expect(announcer()).toBeEmptyDOMElement();
  });
});
