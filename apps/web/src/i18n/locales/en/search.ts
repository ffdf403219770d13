const search = {};

export default search;
