// React's and React DOM's own module code, run with their chunk (build/chunk-groups.ts: `react`) rather
// than with the entry's: bundled from CommonJS, a library's code runs where it is first required, which
// would otherwise be the entry. A page the server drew runs that chunk in a task of its own, before the
// entry (public/start-after-paint.js), so neither task holds a phone's main thread for long.
import 'react';
import 'react-dom';
import 'react-dom/client';
import 'react/jsx-runtime';
