const shell = {};

export default shell;
