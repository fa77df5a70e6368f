// Vitest's setup for every test file. The page tests wait for what a page
// shows (`waitFor`, `findBy…`); testing-library gives up after 1 s by
// default, which a loaded CI machine (the client checks run beside the
// fuzz run and the benchmark on two cores) can exceed while a chart renders.
// A longer limit changes nothing when all is well: waits end as soon as the
// page shows what is expected.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });
