const dashboard = {};

export default dashboard;
