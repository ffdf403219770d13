const audit = {};

export default audit;
