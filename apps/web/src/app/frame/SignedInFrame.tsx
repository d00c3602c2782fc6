import { DASHBOARD_MESSAGES } from '@cofre/contract';
import { BrandMark } from '../../components/BrandMark';
import { brand } from '../brand';

/** What the frame holds in its page area: the dashboard's heading and cards, or a page's outline. */
export type FrameKind = 'dashboard' | 'page';

/** What a screen reader hears while the outline stands (the spinner's word elsewhere). */
const LOADING = 'Carregando';

/** The dashboard's three balance cards (available, to be released, total). */
const BALANCES = ['available', 'pending', 'total'];

/** Rows of the menu's outline: about as many as a seller's menu has entries. */
const MENU_ROWS = 12;

/**
 * The signed-in frame (top bar, side menu, the page's outline) as plain elements with the fixed
 * `cf-frame` classes of index.html's inline style: no Mantine and no data, so the build renders it
 * into the HTML (scripts/prerender-frame.mjs) and the first paint, and the dashboard's heading (its
 * largest paint), need no script. The same component is the fallback while the shell's and the
 * screen's code arrive, so the page goes from this outline to the real one with nothing between.
 * It is a loading state: busy, its outline hidden from screen readers.
 */
export function SignedInFrame({ kind }: { kind: FrameKind }) {
  return (
    <div className="cf-frame" aria-busy="true">
      <header className="cf-frame-top">
        <span className="cf-frame-start">
          <span className="cf-frame-burger" aria-hidden="true" />
          {brand.logoUrl ? (
            <img src={brand.logoUrl} alt={brand.name} height={26} />
          ) : (
            <span className="cf-frame-brand" role="img" aria-label={brand.name} style={{ color: brand.primary }}>
              <BrandMark size={26} color={brand.primary} />
              <span aria-hidden="true">{brand.name}</span>
            </span>
          )}
        </span>
        <span className="cf-frame-bar cf-frame-bar-user" aria-hidden="true" />
      </header>
      <div className="cf-frame-nav" aria-hidden="true">
        {Array.from({ length: MENU_ROWS }, (_, row) => (
          <span key={row} className="cf-frame-bar cf-frame-bar-menu" />
        ))}
      </div>
      <main className="cf-frame-main">
        <ScreenOutline kind={kind} />
      </main>
    </div>
  );
}

/**
 * The page area's outline alone: the fallback of the shell's own page area while a screen's code
 * arrives (the frame around it is already the real one).
 */
export function ScreenOutline({ kind }: { kind: FrameKind }) {
  return (
    <div className="cf-frame-screen" role="status" aria-label={LOADING}>
      {kind === 'dashboard' ? <DashboardOutline /> : <PageOutline />}
    </div>
  );
}

function DashboardOutline() {
  return (
    <>
      <div className="cf-frame-heading">
        <div>
          <h1 className="cf-frame-title">{DASHBOARD_MESSAGES.welcome}</h1>
          <span className="cf-frame-bar cf-frame-bar-text" aria-hidden="true" />
        </div>
        <span className="cf-frame-bar cf-frame-bar-button" aria-hidden="true" />
      </div>
      <div className="cf-frame-cards" aria-hidden="true">
        {BALANCES.map((balance) => (
          <div key={balance} className="cf-frame-card cf-frame-card-short" />
        ))}
      </div>
      <div className="cf-frame-card cf-frame-card-tall" aria-hidden="true" />
    </>
  );
}

function PageOutline() {
  return (
    <>
      <span className="cf-frame-bar cf-frame-bar-title" aria-hidden="true" />
      <div className="cf-frame-card cf-frame-card-tall" aria-hidden="true" />
    </>
  );
}

/** The frame's kind for an address: the dashboard's own outline at '/', a page's elsewhere. */
export function frameKindOf(pathname: string): FrameKind {
  return pathname === '/' ? 'dashboard' : 'page';
}
