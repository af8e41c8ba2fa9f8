/** Theme of the site (loaded by src/styles/global.css with @config). Colours meet WCAG AA on white. */
export default {
  theme: {
    extend: {
      colors: {
        brand: { 50: '#fdf2f8', 100: '#fce7f3', 600: '#be185d', 700: '#9d174d', 800: '#831843', 900: '#500724' },
        ink: { DEFAULT: '#111827', muted: '#4b5563', faint: '#6b7280' },
        night: { DEFAULT: '#1a1020', soft: '#2a1a33' },
      },
      fontFamily: {
        sans: ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
      },
    },
  },
};
