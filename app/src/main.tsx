import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, UiProvider } from '@rove/ui';
import './styles.css';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <UiProvider locale="en-US">
      <main className="mx-auto max-w-page p-8">
        <h1 className="font-display text-4xl">Rove</h1>
        <Button>Find an RV</Button>
      </main>
    </UiProvider>
  </StrictMode>,
);
