import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  ssr: {
    // Mantine and Tabler ship ESM that must be bundled into the server build.
    noExternal: ['@mantine/core', '@mantine/hooks', '@mantine/notifications', '@mantine/spotlight', '@tabler/icons-react'],
  },
  // The client manifest tells the server which chunk holds each language's strings (modulepreload).
  build: { target: 'es2022', manifest: true },
});
