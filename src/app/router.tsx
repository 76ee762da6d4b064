import i18next from 'i18next';
import type { RouteObject } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { RootLayout } from './layout/root-layout';
import { RouteErrorPage } from './route-error-page';
import { pageRoutes, type RouteHandle } from './route-table';

/** The route objects of the whole app; the browser and the tests build routers from these. */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      HydrateFallback: FullPageSpinner,
      children: pageRoutes.map((route) => ({
        id: route.key,
        path: route.path,
        handle: { route } satisfies RouteHandle,
        lazy: async () => {
          const [Component] = await Promise.all([
            route.load(),
            route.namespaces ? i18next.loadNamespaces([...route.namespaces]) : null,
          ]);
          return { Component };
        },
      })),
    },
  ];
}
