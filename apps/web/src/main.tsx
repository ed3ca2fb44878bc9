import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { registerServiceWorker } from './app/serviceWorker';
import { initI18n } from './i18n';

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');

const router = createAppRouter();

// Render even if i18n failed to initialise (keys would show, but the site stays usable).
void initI18n()
  .catch((error: unknown) => console.error(error))
  .finally(() => {
    createRoot(container).render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });

registerServiceWorker();
