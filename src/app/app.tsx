import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createRoutes } from './router';
import { SessionProvider } from './session-context';

export function App() {
  const [router] = useState(() => createBrowserRouter(createRoutes()));
  return (
    <SessionProvider value={{ status: 'guest' }}>
      <RouterProvider router={router} />
    </SessionProvider>
  );
}
