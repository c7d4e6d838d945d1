import type { ReactNode } from 'react';
import { DataTableClasses, Layout, LayoutClasses, ListClasses } from 'react-admin';
import { RequireSession } from '../session/RequireSession';
import { SessionWarning } from '../session/SessionWarning';
import { AdminAppBar } from './AdminAppBar';
import { AdminMenu } from './AdminMenu';

type AdminLayoutProps = { children: ReactNode };

// Wide tables scroll inside their card instead of stretching the page past the window; a list's
// main column sits in a flex row, so without min-width 0 one unbreakable address would widen it.
const layoutSx = {
  minWidth: 0,
  [`& .${LayoutClasses.content}`]: { minWidth: 0 },
  [`& .${ListClasses.main}`]: { minWidth: 0 },
  [`& .${DataTableClasses.tableWrapper}`]: { overflowX: 'auto' },
} as const;

/** Every page inside the layout is guarded; only the sign-in page lives outside it. */
export const AdminLayout = ({ children }: AdminLayoutProps) => (
  <RequireSession>
    <Layout appBar={AdminAppBar} menu={AdminMenu} sx={layoutSx}>
      <SessionWarning />
      {children}
    </Layout>
  </RequireSession>
);
