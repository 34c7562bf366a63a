// Mantine's PostCSS preset: light-dark(), the dark/light and breakpoint mixins, rem().
export default {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
