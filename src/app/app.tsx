import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AuthSessionProvider } from './auth-session-provider';
import { createRoutes } from './router';

export function App() {
  const [router] = useState(() => createBrowserRouter(createRoutes()));
  return (
    <AuthSessionProvider navigator={router}>
      <RouterProvider router={router} />
    </AuthSessionProvider>
  );
}
