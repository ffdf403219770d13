const theme = {
  toggle: {
    trigger: {
      light: 'Theme: light. Change theme',
      dark: 'Theme: dark. Change theme',
      system: 'Theme: system. Change theme',
    },
    option: {
      light: 'Light',
      dark: 'Dark',
      system: 'System',
    },
  },
};

export default theme;
