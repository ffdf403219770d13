import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { Providers } from '@/app/providers';
import { router } from '@/app/router';
import { loadFullCatalogue } from '@/i18n/catalogue';
import { applyLanguage, rememberedLanguage } from '@/i18n/language';
import { trackUserActivity } from '@/lib/user-activity';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
trackUserActivity();

const render = () =>
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
// The first paint is in the language last used here; a failed catalogue load leaves English.
applyLanguage(rememberedLanguage()).then(render, render);
// The rest of the English catalogue, fetched once the first screen has loaded, so the next page finds it ready.
window.addEventListener('load', () => void loadFullCatalogue(), { once: true });
