import { createBrowserRouter } from 'react-router-dom';
import { RootLayout } from './layout/root-layout';
import { NotFound, ROUTES } from './routes';

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    children: [...ROUTES.map(({ path, Component }) => ({ path, Component })), { path: '*', Component: NotFound }],
  },
]);
