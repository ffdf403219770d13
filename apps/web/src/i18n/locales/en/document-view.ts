const documentView = {};

export default documentView;
