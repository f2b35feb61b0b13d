import type { ReactNode } from "react";

/**
 * A console table in a region that scrolls sideways on its own: its columns (wallets, hashes,
 * dates) are wider than a phone, and the page around it must stay the phone's width. The region
 * takes focus so that a keyboard can scroll it.
 */
export function StudioTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="studio-table-scroll" role="region" aria-label={label} tabIndex={0}>
      <table className="studio-table">{children}</table>
    </div>
  );
}
