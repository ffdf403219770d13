const documentBulk = {};

export default documentBulk;
