import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DemoSite } from './DemoSite.tsx';
import './page.css';

const root = document.getElementById('root');
if (root === null) throw new Error('demo: index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <DemoSite />
  </StrictMode>,
);
