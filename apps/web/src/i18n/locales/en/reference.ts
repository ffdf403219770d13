const reference = {};

export default reference;
