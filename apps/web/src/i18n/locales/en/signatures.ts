const signatures = {};

export default signatures;
